import { Module } from '@nestjs/common';
import { ContentWriter } from './content-writer.js';

/** The write path shared by every admin handler (transaction, audit row, events). */
@Module({ providers: [ContentWriter], exports: [ContentWriter] })
export class EditingModule {}
