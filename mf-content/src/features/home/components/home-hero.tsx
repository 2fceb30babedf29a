import { Link } from '@livefully/web-kit/router';
import { Badge, Button, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { ArrowRight, Compass } from 'lucide-react';
import { HeroMoments } from './hero-moments';

export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-hero-heading">
      <div className="container home-hero__inner">
        <div>
          <Badge highContrast asChild size="3" variant="surface" radius="full" mb="4">
            <p>
              <Compass aria-hidden="true" focusable="false" size={16} />
              Your guide to a fuller life
            </p>
          </Badge>
          <Heading as="h1" id="home-hero-heading" size={{ initial: '8', md: '9' }} mb="4">
            Live fully,
            <br />
            <Text color="orange">
              <em>every single day</em>
            </Text>
          </Heading>
          <Text as="p" size="4" color="gray" mb="6" className="home-hero__lead">
            Practical guides and honest stories about balancing work and life, chasing adventures, looking after yourself and turning
            ordinary weeks into memories.
          </Text>
          <Flex wrap="wrap" gap="3">
            <Button asChild size="3">
              <Link to="/guides">
                Explore Guides
                <ArrowRight aria-hidden="true" focusable="false" size={18} />
              </Link>
            </Button>
            <Button asChild size="3" variant="outline">
              <Link to="/blog">Start Your Journey</Link>
            </Button>
          </Flex>
        </div>
        <HeroMoments />
      </div>
    </section>
  );
}
