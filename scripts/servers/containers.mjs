// Real servers in containers, for machines where a Docker engine answers (DESIGN.md §5).
// testcontainers is loaded only when needed; without an engine the probe fails at once.

/** Resolves to null when an engine answers, else the reason there is none. */
export async function dockerUnavailable() {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return null;
  } catch (error) {
    return `no Docker engine (${String(error?.message ?? error).split('\n')[0]})`;
  }
}

const IMAGES = {
  redis: 'redis:7.2',
  kafka: 'confluentinc/cp-kafka:7.9.1',
  mongodb: 'mongo:7.0',
  eventstoredb: 'eventstore/eventstore:24.10',
};

/** Starts one component's server; answers { value, version, stop } like the local provisioners. */
export async function startContainer(component) {
  const { GenericContainer, Wait } = await import('testcontainers');
  const image = IMAGES[component];
  switch (component) {
    case 'redis': {
      const container = await new GenericContainer(image).withExposedPorts(6379).start();
      return wrap(container, `redis://${container.getHost()}:${container.getMappedPort(6379)}`, image);
    }
    case 'kafka': {
      const { KafkaContainer } = await import('@testcontainers/kafka');
      const container = await new KafkaContainer(image).withKraft().start();
      return wrap(container, `${container.getHost()}:${container.getMappedPort(9093)}`, image);
    }
    case 'mongodb': {
      const container = await new GenericContainer(image).withExposedPorts(27017).start();
      return wrap(container, `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/`, image);
    }
    case 'eventstoredb': {
      const container = await new GenericContainer(image)
        .withEnvironment({
          EVENTSTORE_INSECURE: 'true',
          EVENTSTORE_RUN_PROJECTIONS: 'None',
          EVENTSTORE_MEM_DB: 'true',
        })
        .withExposedPorts(2113)
        .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
        .start();
      return wrap(
        container,
        `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
        image,
      );
    }
    default:
      throw new Error(`no container for ${component}`);
  }
}

function wrap(container, value, image) {
  return {
    value,
    version: image.split(':')[1] + ' (container)',
    stop: async () => void (await container.stop()),
  };
}
