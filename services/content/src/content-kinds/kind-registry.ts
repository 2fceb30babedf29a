import { Injectable } from '@nestjs/common';
import type { AdminKindService } from './admin-kind.service.js';
import type { KindRow } from './content-kind.js';

/** Any kind's admin service, as the paths that serve every kind see it. */
export type AnyKindService = AdminKindService<KindRow, { slug: string }, { version: number }>;

/**
 * The admin services of the kinds this service runs, by kind name: each registers itself when
 * Nest makes it, so revisions find a kind added in its own module without being told of it.
 */
@Injectable()
export class KindRegistry {
  private readonly services = new Map<string, AnyKindService>();

  add(service: AnyKindService): void {
    this.services.set(service.kind.kind, service);
  }

  get(kind: string): AnyKindService {
    const service = this.services.get(kind);
    // The messages' schemas only name the kinds there are: this is a wiring fault, not a request's.
    if (!service) throw new Error(`No admin service for the kind ${kind}`);
    return service;
  }
}
