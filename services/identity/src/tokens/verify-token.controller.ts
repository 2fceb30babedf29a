import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IDENTITY_PATTERNS, VerifyTokenSchema, type VerifiedToken, type VerifyToken } from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import { VerifyTokenService } from './verify-token.service.js';

@Controller()
export class VerifyTokenController {
  constructor(private readonly verifier: VerifyTokenService) {}

  @MessagePattern(IDENTITY_PATTERNS.verifyToken)
  verify(@Payload(new ZodMessagePipe(VerifyTokenSchema)) { token }: VerifyToken): Promise<VerifiedToken> {
    return this.verifier.verify(token);
  }
}
