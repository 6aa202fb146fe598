/**
 * Test-only. This project's firestore.rules as read rules, and firestore.indexes.json's
 * composite indexes: what a feature's queries are checked against (rules-contract.ts).
 */
import indexesJson from '../../../firestore.indexes.json';
import rulesText from '../../../firestore.rules?raw';
import { parseReadRules, type IndexDefinition } from './rules-contract';

export const projectReadRules = parseReadRules(rulesText);
export const projectIndexes = indexesJson.indexes as IndexDefinition[];
