import { Module, type DynamicModule } from '@nestjs/common';
import { ALL_OPERATIONS, type Operation } from '@livefully/contracts';
import { TerminusModule } from '@nestjs/terminus';
import type { Logger } from '@livefully/service-kit';
import { GATEWAY_ENV, type GatewayEnv } from './config/env.js';
import { GATEWAY_LOGGER } from './common/tokens.js';
import { StaffGuard } from './auth/staff.guard.js';
import { AuthController } from './auth/auth.controller.js';
import { AuthService } from './auth/auth.service.js';
import { SignedInGuard } from './auth/signed-in.guard.js';
import { CrawlFilesController } from './crawl/crawl-files.controller.js';
import { CrawlFiles } from './crawl/crawl-files.service.js';
import { PersonExportController } from './engage-admin/person-export.controller.js';
import { SubscribersCsvController } from './engage-admin/subscribers-csv.controller.js';
import { HealthController } from './health/health.controller.js';
import { ImageQueue } from './media/image-queue.js';
import { MEDIA_STORE_PROVIDER } from './media/media-store.provider.js';
import { GatewayMetrics } from './metrics/gateway-metrics.js';
import { GatewayOpsListener } from './health/gateway-ops.listener.js';
import { MediaFocalController } from './media/media-focal.controller.js';
import { MediaUploadController } from './media/media-upload.controller.js';
import { ServiceHealthIndicator } from './health/service-health.indicator.js';
import { ApiDocsController } from './openapi/api-docs.controller.js';
import { API_OPERATIONS } from './openapi/openapi-document.js';
import { OperationRunner } from './operations/operation-runner.js';
import { operationControllers } from './operations/operation-routes.js';
import { CacheEventsController } from './read-cache/cache-events.controller.js';
import { RenderedPages } from './pages/rendered-pages.js';
import { CanaryReaders } from './canary/canary-readers.js';
import { CanarySwitchController } from './staff/canary-switch.controller.js';
import { READ_CACHE_PROVIDERS } from './read-cache/read-cache.providers.js';
import { RATE_LIMIT_PROVIDERS } from './rate-limit/rate-limit.providers.js';
import { ServiceClients } from './services/service-clients.js';
import { StaffAdminController } from './staff/staff-admin.controller.js';
import { StaffChanges } from './staff/staff-changes.js';
import { StaffInvitationController } from './staff/staff-invitation.controller.js';

@Module({})
export class AppModule {
  /** `operations`: the table the gateway routes and documents, every operation of the contracts unless told. */
  static forRoot(env: GatewayEnv, logger: Logger, operations: readonly Operation[] = ALL_OPERATIONS): DynamicModule {
    return {
      module: AppModule,
      // Health checks only; failures are in the answers, not the log.
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [
        HealthController,
        AuthController,
        SubscribersCsvController,
        PersonExportController,
        ApiDocsController,
        CacheEventsController,
        CrawlFilesController,
        MediaUploadController,
        MediaFocalController,
        StaffAdminController,
        StaffInvitationController,
        CanarySwitchController,
        ...operationControllers(operations),
      ],
      providers: [
        { provide: GATEWAY_ENV, useValue: env },
        { provide: GATEWAY_LOGGER, useValue: logger },
        { provide: API_OPERATIONS, useValue: operations },
        GatewayMetrics,
        GatewayOpsListener,
        ServiceClients,
        ServiceHealthIndicator,
        RenderedPages,
        CanaryReaders,
        AuthService,
        StaffGuard,
        SignedInGuard,
        OperationRunner,
        CrawlFiles,
        MEDIA_STORE_PROVIDER,
        ImageQueue,
        StaffChanges,
        ...RATE_LIMIT_PROVIDERS,
        ...READ_CACHE_PROVIDERS,
      ],
    };
  }
}
