import { requestData, type DataOptions } from './request-data';

export type GetOptions = Pick<DataOptions, 'token' | 'on401' | 'signal'>;

export async function apiGet<T>(url: string, options: GetOptions & { on401: 'returnNull' }): Promise<T | null>;
export async function apiGet<T>(url: string, options?: GetOptions): Promise<T>;
export async function apiGet<T>(url: string, { token, on401, signal }: GetOptions = {}): Promise<T | null> {
  return requestData<T>('GET', url, { token, on401, signal });
}
