// @vitest-environment jsdom
import { topicGradient } from '@livefully/web-kit';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, adminTopic, ok, renderAdmin, testAuth } from '../../../testing/render-admin';

/** The gradient as the browser writes it back (colours in rgb()). */
function drawn(gradient: string): string {
  const probe = document.createElement('div');
  probe.style.backgroundImage = gradient;
  return probe.style.backgroundImage;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TopicEditor', () => {
  it('draws the public topic card live from the name, description, colour and icon', async () => {
    adminApi();
    const auth = testAuth();
    renderAdmin('/admin/topics/new', auth);
    await auth.emit(ADA);
    await screen.findByRole('heading', { level: 1, name: 'New topic' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Weekend Getaways' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Short trips.' } });

    const card = screen.getByRole('article', { name: 'Preview of the Weekend Getaways topic card' });
    expect(within(card).getByText('Short trips.')).toBeTruthy();
    expect(within(card).getByText('0 articles available')).toBeTruthy();
    const band = within(card).getByTestId('topic-preview-band');

    fireEvent.click(within(screen.getByRole('group', { name: /Colour/ })).getByRole('radio', { name: 'Teal' }));
    expect(band.style.backgroundImage).toBe(drawn(topicGradient('teal').gradient));
    fireEvent.click(within(screen.getByRole('group', { name: /Colour/ })).getByRole('radio', { name: 'Purple' }));
    expect(band.style.backgroundImage).toBe(drawn(topicGradient('purple').gradient));
    expect(drawn(topicGradient('teal').gradient)).not.toBe(drawn(topicGradient('purple').gradient));

    fireEvent.click(within(screen.getByRole('group', { name: /Icon/ })).getByRole('radio', { name: 'Mountain' }));
    expect(band.querySelector('svg')?.getAttribute('class')).toContain('lucide-mountain');
    fireEvent.click(within(screen.getByRole('group', { name: /Icon/ })).getByRole('radio', { name: 'Heart' }));
    expect(band.querySelector('svg')?.getAttribute('class')).toContain('lucide-heart');
  });

  it('asks for a colour and an icon with the schema messages', async () => {
    adminApi();
    const auth = testAuth();
    renderAdmin('/admin/topics/new', auth);
    await auth.emit(ADA);
    await screen.findByRole('heading', { level: 1, name: 'New topic' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Name is required', 'Slug is required', 'Description is required', 'Choose one of the colours', 'Choose one of the icons']);
  });

  it('opens an existing topic with its articles counted in the preview', async () => {
    const topic = adminTopic({ articleCount: 6 });
    adminApi({ topics: [topic] }, { [`GET /api/admin/topics/${topic.id}`]: ok(topic) });
    const auth = testAuth();
    renderAdmin(`/admin/topics/${topic.id}/edit`, auth);
    await auth.emit(ADA);
    // Its heading and public address: kind-editor.test.tsx, as for every kind.
    expect(await screen.findByText('6 articles available')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Teal' }).getAttribute('aria-checked')).toBe('true');
  });
});
