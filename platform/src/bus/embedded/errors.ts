/** The caller asked for something the bus cannot do; retrying will not help. */
export class BusUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnknownTopicError extends BusUsageError {
  constructor(readonly topic: string) {
    super(`unknown topic "${topic}": call ensureTopic first`);
  }
}

export class InvalidPartitionError extends BusUsageError {
  constructor(
    readonly topic: string,
    readonly partition: number,
    readonly partitions: number,
  ) {
    super(`partition ${partition} is out of range for topic "${topic}" (${partitions} partitions)`);
  }
}

export class BusClosedError extends BusUsageError {
  constructor() {
    super('the bus is closed');
  }
}
