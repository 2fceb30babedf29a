package fully.live.es;

import java.lang.instrument.Instrumentation;

/**
 * The java agent that Elasticsearch attaches to itself at start-up to install its entitlement
 * checks. The Elasticsearch distribution ships one in lib/entitlement-agent/, but Maven Central
 * has no artifact for it, so the test node builds this stand-in: all it has to do is hand the
 * {@link Instrumentation} to the entitlement library, which exports the entry point for it.
 */
public final class EntitlementAgent {
    private EntitlementAgent() {}

    public static void agentmain(String args, Instrumentation instrumentation) throws ReflectiveOperationException {
        Class<?> init = Class.forName("org.elasticsearch.entitlement.initialization.EntitlementInitialization");
        init.getMethod("initialize", Instrumentation.class).invoke(null, instrumentation);
    }
}
