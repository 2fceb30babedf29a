import { Module } from '@nestjs/common';
import { KindRegistry } from '../content-kinds/kind-registry.js';
import { ContentWriter } from './content-writer.js';

/** The write path shared by every admin handler (transaction, audit row, events), and the kinds it writes. */
@Module({ providers: [ContentWriter, KindRegistry], exports: [ContentWriter, KindRegistry] })
export class EditingModule {}
