import { Global, Module } from '@nestjs/common';
import { ContentEventsPublisher } from './content-events.publisher.js';

/** One client to the search service for the whole process. */
@Global()
@Module({ providers: [ContentEventsPublisher], exports: [ContentEventsPublisher] })
export class ContentEventsModule {}
