import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EditingModule } from '../editing/editing.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { AdminCategoriesController } from './admin/admin-categories.controller.js';
import { AdminCategoriesService } from './admin/admin-categories.service.js';
import { CategoriesController } from './categories.controller.js';
import { CategoriesService } from './categories.service.js';
import { Category } from './category.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Category]), PostsModule, EditingModule],
  controllers: [CategoriesController, AdminCategoriesController],
  providers: [CategoriesService, AdminCategoriesService],
  exports: [AdminCategoriesService],
})
export class CategoriesModule {}
