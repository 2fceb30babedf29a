import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ErrorCode } from '@livefully/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthModule } from '../health.js';
import { rpcError } from '../rpc.js';
import { serviceEnvSchema } from '../service-env.js';
import { freePort } from '../testing/free-port.js';
import { startServiceFixture, type ServiceFixture } from '../testing/service-fixture.js';

let databaseUp = true;
const RELEASE = { name: '@livefully/content-service', version: '1.4.2' };

@Controller()
class ProbeController {
  @MessagePattern('content.test.echo')
  echo() {
    return { echoed: true };
  }

  @MessagePattern('content.test.refuse')
  refuse() {
    throw rpcError(ErrorCode.NotFound, 'no such thing');
  }

  @MessagePattern('content.test.crash')
  crash() {
    throw new Error('a bug');
  }
}

@Module({
  imports: [
    HealthModule.forService('content', {
      useFactory: () => [
        {
          name: 'database',
          check: async () => {
            if (!databaseUp) throw new Error('connection refused');
          },
        },
      ],
    }),
  ],
  controllers: [ProbeController],
})
class ProbeModule {}

let service: ServiceFixture;
let ops = '';

beforeAll(async () => {
  const port = await freePort();
  ops = `http://127.0.0.1:${port}`;
  service = await startServiceFixture(
    { name: 'content', release: RELEASE, module: ProbeModule, config: serviceEnvSchema(4001, {}) },
    { env: { OPS_PORT: String(port), OPS_HOST: '127.0.0.1' } },
  );
});

afterAll(async () => {
  await service?.stop();
  delete process.env.OPS_PORT;
  delete process.env.OPS_HOST;
});

const get = async (path: string) => {
  const answer = await fetch(ops + path);
  return { status: answer.status, text: await answer.text() };
};

describe("a service's ops listener", () => {
  it('counts each handled message by pattern and the code its caller got', async () => {
    await service.send('content.test.echo');
    await service.send('content.test.echo');
    await service.failure('content.test.refuse');
    await service.failure('content.test.crash');
    const { status, text } = await get('/metrics');
    expect(status).toBe(200);
    expect(text).toContain('livefully_rpc_handled_total{service="content",pattern="content.test.echo",code="ok"} 2');
    expect(text).toContain('livefully_rpc_handled_total{service="content",pattern="content.test.refuse",code="COMMON.NOT_FOUND"} 1');
    expect(text).toContain('livefully_rpc_handled_total{service="content",pattern="content.test.crash",code="COMMON.INTERNAL"} 1');
    expect(text).toContain('livefully_rpc_handle_duration_seconds_count{service="content",pattern="content.test.echo"} 2');
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it("is ready when the service's health check is up, as the gateway hears it, naming the service's version", async () => {
    expect(await get('/health/live')).toEqual({ status: 200, text: JSON.stringify({ status: 'live', ...RELEASE }) });
    databaseUp = true;
    expect(JSON.parse((await get('/health/ready')).text)).toEqual({
      status: 'ready',
      ...RELEASE,
      service: 'content',
      details: { database: 'up' },
    });
    databaseUp = false;
    const down = await get('/health/ready');
    expect(down.status).toBe(503);
    expect(JSON.parse(down.text)).toMatchObject({ status: 'not ready', details: { database: 'down' } });
    expect((await get('/metrics')).text).toContain('livefully_ready 0');
    databaseUp = true;
  });
});
