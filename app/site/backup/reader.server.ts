import Assembler from 'stream-json/core/assembler.js';
import { jsonParser, type Token } from 'stream-json/core/parser.js';
import { BACKUP_TABLES, OPTIONAL_BACKUP_TABLES } from '~/server/db/schema';
import { BackupError, BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from './errors';

/**
 * A streaming reader of backup files: text in pieces, through a JSON
 * tokenizer (stream-json), to one row at a time, so a file of any size is
 * never held in memory, nor parsed as a whole. It checks the file's frame as
 * it goes and stops at the first problem:
 *  - the top level is an object whose keys are `format`, `version`,
 *    `created_at`, `engine`, `settings` (the settings as they were, for
 *    reading only: the settings table is what is restored) and `tables`;
 *    `format` and `version` come before `tables` (as every backup writes them);
 *  - `tables` holds only tables of BACKUP_TABLES, each once, in that order
 *    (the order the foreign keys need), each an array of rows.
 * An unknown key or table is refused when its name has been read: nothing of
 * its value is read. A row, or a top-level value, has a size limit (a longer
 * one is refused, not assembled), as has any single text in it.
 */
/** A table a backup holds, in the order its foreign keys need (BACKUP_TABLES). */
export type BackupTable = (typeof BACKUP_TABLES)[number];

export interface BackupHeader {
  version: number;
  created_at: string;
  engine?: string;
  settings?: unknown;
}

/** Largest row (characters of its texts, keys and numbers): a blog post holds two texts of up to 200,000 characters. */
const MAX_ROW_CHARS = 4_000_000;
const MAX_TEXT_CHARS = 2_000_000;
/** The header values (`settings` is the largest, about 2 KB). */
const MAX_HEADER_CHARS = 1_000_000;
const MAX_DEPTH = 16;

/** stream-chain's "no value" mark (a registered symbol): given to the parser, it means the end of the input. */
const NONE = Symbol.for('object-stream.none');

const HEADER_KEYS = new Set(['format', 'version', 'created_at', 'engine', 'settings']);

const TABLE_ORDER = new Map<string, number>(BACKUP_TABLES.map((t, i) => [t, i]));

/** Tokens that end a value: a container's end, or a whole (packed) scalar. */
const VALUE_ENDS = new Set<Token['name']>(['endObject', 'endArray', 'stringValue', 'numberValue', 'nullValue', 'trueValue', 'falseValue']);

/** Builds one JSON value from tokens (stream-json's Assembler), within limits: its size, its depth, any one text. */
class ValueBuilder {
  // Like JSON.parse, the Assembler makes `__proto__` an own property, never the prototype.
  private readonly assembler = new Assembler();
  private used = 0;
  private text = 0;
  done = false;

  constructor(
    private readonly limit: number,
    private readonly tooLarge: () => never,
  ) {}

  get value(): unknown {
    return this.assembler.current;
  }

  private count(n: number) {
    this.used += n;
    if (this.used > this.limit) this.tooLarge();
  }

  consume(t: Token): void {
    if (t.name === 'startObject' || t.name === 'startArray') {
      if (this.assembler.depth >= MAX_DEPTH) this.tooLarge();
      this.count(1);
    } else if (t.name === 'startKey' || t.name === 'startString' || t.name === 'startNumber') {
      this.text = 0;
    } else if (t.name === 'stringChunk' || t.name === 'numberChunk') {
      // Counted as the pieces come: a text past its limit is refused before the parser packs it whole.
      this.count(t.value.length);
      this.text += t.value.length;
      if (this.text > (t.name === 'numberChunk' ? 100 : MAX_TEXT_CHARS)) this.tooLarge();
    } else if (t.name === 'nullValue' || t.name === 'trueValue' || t.name === 'falseValue') {
      this.count(1);
    }
    this.assembler.consume(t);
    this.done = this.assembler.done && VALUE_ENDS.has(t.name);
  }
}

type State = 'start' | 'topKey' | 'header' | 'tables' | 'tableKey' | 'tableStart' | 'rows' | 'row' | 'end';

/**
 * Feeds text pieces (`write`) and calls `onRow(table, row, index)` for every
 * row, synchronously, in file order; `end()` checks that the file was whole
 * and complete and returns its header. Throws BackupError.
 */
export class BackupReader {
  private parse = jsonParser({ packValues: true, streamValues: true });
  private state: State = 'start';
  private keyLength = 0;
  private key = '';
  private seenTop = new Set<string>();
  private seenTables = new Set<string>();
  private lastTable = -1;
  private table: BackupTable | undefined;
  private index = 0;
  private builder: ValueBuilder | undefined;
  private header: Partial<BackupHeader> & { format?: unknown } = {};
  private first = true;

  constructor(private readonly onRow: (table: BackupTable, row: unknown, index: number) => void) {}

  write(text: string): void {
    if (this.first) {
      this.first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (!text) return;
    this.feed(() => this.parse(text));
  }

  end(): BackupHeader {
    this.feed(() => this.parse(NONE as never));
    if (this.state !== 'end') throw new BackupError('invalid_json');
    if (this.header.format !== BACKUP_FORMAT || this.header.version === undefined) throw new BackupError('not_backup');
    if (typeof this.header.created_at !== 'string' || Number.isNaN(Date.parse(this.header.created_at))) {
      throw new BackupError('invalid_structure', 'created_at');
    }
    if (!this.seenTop.has('tables')) throw new BackupError('invalid_structure', 'tables');
    for (const t of BACKUP_TABLES) {
      if (!this.seenTables.has(t) && !OPTIONAL_BACKUP_TABLES.has(t)) throw new BackupError('invalid_structure', t);
    }
    return this.header as BackupHeader;
  }

  private feed(run: () => unknown) {
    let out: unknown;
    try {
      out = run();
    } catch (err) {
      if (err instanceof BackupError) throw err;
      throw new BackupError('invalid_json');
    }
    if (out === NONE || !out) return;
    for (const t of (out as { values: Token[] }).values) this.token(t);
  }

  private refuse(code: 'not_backup' | 'invalid_structure', detail = ''): never {
    throw new BackupError(code, detail);
  }

  private token(t: Token): void {
    let key: string | undefined;
    switch (this.state) {
      case 'start':
        if (t.name !== 'startObject') this.refuse('not_backup');
        this.state = 'topKey';
        return;
      case 'topKey':
        if (t.name === 'endObject') {
          this.state = 'end';
          return;
        }
        key = this.readKey(t);
        if (key !== undefined) this.topKey((this.key = key));
        return;
      case 'header':
        this.builder!.consume(t);
        if (this.builder!.done) {
          this.headerValue(this.key, this.builder!.value);
          this.builder = undefined;
          this.state = 'topKey';
        }
        return;
      case 'tables':
        if (t.name !== 'startObject') this.refuse('invalid_structure', 'tables');
        this.state = 'tableKey';
        return;
      case 'tableKey':
        if (t.name === 'endObject') {
          this.state = 'topKey';
          return;
        }
        key = this.readKey(t);
        if (key !== undefined) this.tableKey(key);
        return;
      case 'tableStart':
        if (t.name !== 'startArray') this.refuse('invalid_structure', this.table);
        this.state = 'rows';
        return;
      case 'rows':
        if (t.name === 'endArray') {
          this.state = 'tableKey';
          return;
        }
        if (t.name === 'endObject' || t.name === 'endKey' || t.name === 'startKey') this.refuse('invalid_structure', this.table);
        this.builder = new ValueBuilder(MAX_ROW_CHARS, () => this.refuse('invalid_structure', `${this.table}[${this.index}]`));
        this.state = 'row';
        return this.token(t);
      case 'row':
        this.builder!.consume(t);
        if (this.builder!.done) {
          const value = this.builder!.value;
          this.builder = undefined;
          this.state = 'rows';
          this.onRow(this.table!, value, this.index++);
        }
        return;
      case 'end':
        return;
    }
  }

  /** A key's name once it is whole (its packed `keyValue`); refused past 200 characters as its pieces come. */
  private readKey(t: Token): string | undefined {
    if (t.name === 'startKey') this.keyLength = 0;
    else if (t.name === 'stringChunk') {
      this.keyLength += t.value.length;
      if (this.keyLength > 200) this.refuse(this.header.format ? 'invalid_structure' : 'not_backup', 'key');
    } else if (t.name === 'keyValue') return t.value;
    return undefined;
  }

  private topKey(key: string) {
    const known = HEADER_KEYS.has(key) || key === 'tables';
    if (!known) this.refuse(this.header.format === BACKUP_FORMAT ? 'invalid_structure' : 'not_backup', key);
    if (this.seenTop.has(key)) this.refuse('invalid_structure', key);
    this.seenTop.add(key);
    if (key === 'tables') {
      if (this.header.format !== BACKUP_FORMAT || this.header.version === undefined) this.refuse('not_backup');
      this.state = 'tables';
      return;
    }
    this.builder = new ValueBuilder(MAX_HEADER_CHARS, () => this.refuse('invalid_structure', key));
    this.state = 'header';
  }

  private headerValue(key: string, v: unknown) {
    if (key === 'format') {
      if (v !== BACKUP_FORMAT) this.refuse('not_backup');
      this.header.format = v;
    } else if (key === 'version') {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) this.refuse('not_backup');
      if (v > BACKUP_FORMAT_VERSION) throw new BackupError('newer_version', String(v));
      this.header.version = v;
    } else if (key === 'created_at') {
      if (typeof v !== 'string' || Number.isNaN(Date.parse(v))) this.refuse('invalid_structure', 'created_at');
      this.header.created_at = v;
    } else if (key === 'engine') {
      if (typeof v !== 'string') this.refuse('invalid_structure', 'engine');
      this.header.engine = v;
    } else if (key === 'settings') {
      if (!v || typeof v !== 'object' || Array.isArray(v)) this.refuse('invalid_structure', 'settings');
      this.header.settings = v;
    }
  }

  private tableKey(name: string) {
    const order = TABLE_ORDER.get(name);
    if (order === undefined || this.seenTables.has(name)) this.refuse('invalid_structure', name);
    // Foreign keys: a table comes after the tables it refers to (BACKUP_TABLES order, as written).
    if (order < this.lastTable) this.refuse('invalid_structure', `tables.${name}`);
    this.lastTable = order;
    this.seenTables.add(name);
    this.table = name as BackupTable;
    this.index = 0;
    this.state = 'tableStart';
  }
}
