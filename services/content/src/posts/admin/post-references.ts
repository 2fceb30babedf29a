import { ErrorCode, type FieldIssue } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import { In, type EntityManager } from 'typeorm';
import { Category } from '../../categories/category.entity.js';
import { Topic } from '../../topics/topic.entity.js';

/**
 * A post's category and topics must exist: an unknown one is the caller's mistake (400 on
 * that field), checked up front so both are named at once. The foreign keys still guard races.
 */
export async function requirePostReferences(manager: EntityManager, categoryId: string, topicIds: string[]): Promise<void> {
  const issues: FieldIssue[] = [];
  if (!(await manager.existsBy(Category, { id: categoryId }))) {
    issues.push({ path: ['categoryId'], message: 'Choose an existing category' });
  }
  if (topicIds.length > 0) {
    const found = new Set((await manager.find(Topic, { where: { id: In(topicIds) }, select: { id: true } })).map((topic) => topic.id));
    const unknown = topicIds.filter((id) => !found.has(id));
    if (unknown.length > 0) issues.push({ path: ['topicIds'], message: `Unknown topic: ${unknown.join(', ')}` });
  }
  if (issues.length > 0) throw rpcError(ErrorCode.Validation, 'Invalid request', issues);
}
