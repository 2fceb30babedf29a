import { Controller } from '@nestjs/common';
import { identityOperations, type VerifiedToken, type VerifyToken } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { VerifyTokenService } from './verify-token.service.js';

@Controller()
export class VerifyTokenController {
  constructor(private readonly verifier: VerifyTokenService) {}

  @Handles(identityOperations.verifyToken)
  verify({ token }: VerifyToken): Promise<VerifiedToken> {
    return this.verifier.verify(token);
  }
}
