import { Controller } from '@nestjs/common';
import { contentAdminOperations as ops, type AdminDeleted, type MessageOf, type AdminTopic, type ById } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { AdminTopicsService } from './admin-topics.service.js';

type Command<K extends keyof typeof ops> = MessageOf<(typeof ops)[K]>;

@Controller()
export class AdminTopicsController {
  constructor(private readonly topics: AdminTopicsService) {}

  @Handles(ops.listTopics)
  list(): Promise<AdminTopic[]> {
    return this.topics.list();
  }

  @Handles(ops.getTopic)
  get({ id }: ById): Promise<AdminTopic> {
    return this.topics.get(id);
  }

  @Handles(ops.createTopic)
  create(command: Command<'createTopic'>): Promise<AdminTopic> {
    return this.topics.create(command);
  }

  @Handles(ops.updateTopic)
  update(command: Command<'updateTopic'>): Promise<AdminTopic> {
    return this.topics.update(command);
  }

  @Handles(ops.deleteTopic)
  remove(command: Command<'deleteTopic'>): Promise<AdminDeleted> {
    return this.topics.remove(command);
  }
}
