import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EditingModule } from '../editing/editing.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { AdminAuthorsController } from './admin-authors.controller.js';
import { AdminAuthorsService } from './admin-authors.service.js';
import { Author } from './author.entity.js';
import { AuthorsController } from './authors.controller.js';
import { AuthorsService } from './authors.service.js';

/** Staff profiles, which are the bylines, and the author pages (docs/authors.md). */
@Module({
  imports: [TypeOrmModule.forFeature([Author]), PostsModule, EditingModule],
  controllers: [AuthorsController, AdminAuthorsController],
  providers: [AuthorsService, AdminAuthorsService],
})
export class AuthorsModule {}
