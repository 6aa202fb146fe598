import { MemoryStore } from './memory-store';
import { describeSharedLimitContract } from './shared-limit.contract';

describeSharedLimitContract('memory store', () => new MemoryStore(), 'test');
