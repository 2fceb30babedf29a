import { isBoundOperation, type Operation } from '@livefully/contracts';
import type { Type } from '@nestjs/common';
import { operationController } from './operation.controller.js';

/** One controller per route the table gives a service; gateway-answered routes keep their own controllers. */
export function operationControllers(operations: readonly Operation[]): Type<unknown>[] {
  return operations.filter(isBoundOperation).map(operationController);
}
