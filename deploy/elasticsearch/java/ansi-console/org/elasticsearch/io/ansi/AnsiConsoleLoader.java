package org.elasticsearch.io.ansi;

import java.util.function.Supplier;

/**
 * Stand-in for the distribution's lib/tools/ansi-console jar, which is not on Maven Central.
 * The server loads this class by name at start-up and asks it for a console to print to; the
 * test node never runs on a terminal (its output goes to pipes), so there is none: null, which
 * is also what the original answers without a terminal.
 */
public final class AnsiConsoleLoader implements Supplier<Object> {
    @Override
    public Object get() {
        return null;
    }
}
