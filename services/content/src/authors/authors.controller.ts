import { Controller } from '@nestjs/common';
import { contentOperations, type AuthorPage, type AuthorPageRequest } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { AuthorsService } from './authors.service.js';

@Controller()
export class AuthorsController {
  constructor(private readonly authors: AuthorsService) {}

  @Handles(contentOperations.getAuthorPage)
  page(request: AuthorPageRequest): Promise<AuthorPage> {
    return this.authors.page(request);
  }
}
