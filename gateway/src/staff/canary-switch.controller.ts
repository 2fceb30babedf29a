import { Controller, Delete, Get, HttpCode, Put, Req, Res } from '@nestjs/common';
import { gatewayOperations as routes, ok, type CanarySwitch, type SuccessBody } from '@livefully/contracts';
import type { Request, Response } from 'express';
import { StaffOnly } from '../auth/staff.guard.js';
import { CanaryReaders } from '../canary/canary-readers.js';

/**
 * The admin area's switch "Try new versions of the site in this browser" (docs/releasing.md,
 * "Canary"): a staff member's verified bearer token sets or clears the signed staff canary
 * cookie, with which this browser gets every remote's canary on its pages and `/remotes.json`.
 */
@Controller('api/admin')
@StaffOnly(routes.canarySwitch.http.access)
export class CanarySwitchController {
  constructor(private readonly readers: CanaryReaders) {}

  @Get('canary')
  state(@Req() request: Request): SuccessBody<CanarySwitch> {
    return ok(this.answer(this.readers.staffSwitchIn(request)));
  }

  @Put('canary')
  @HttpCode(routes.turnOnCanary.http.status)
  turnOn(@Res({ passthrough: true }) response: Response): SuccessBody<CanarySwitch> {
    this.readers.setStaffSwitch(response);
    return ok(this.answer(true));
  }

  @Delete('canary')
  @HttpCode(routes.turnOffCanary.http.status)
  turnOff(@Res({ passthrough: true }) response: Response): SuccessBody<CanarySwitch> {
    this.readers.clearStaffSwitch(response);
    return ok(this.answer(false));
  }

  private answer(on: boolean): CanarySwitch {
    return { on, remotes: Object.keys(this.readers.canaries ?? {}).sort() };
  }
}
