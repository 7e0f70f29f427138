package org.ludex.mutation;

import org.ludex.parse.FastReader;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * Ludex a second time in the same JVM, with every reader on the generated parser alone: its
 * classes loaded again by a class loader of their own, whose {@link FastReader} switch was read
 * with {@value FastReader#GRAMMAR_ONLY} set to {@code true}. What {@code mvn -Dludex.grammar-only=true}
 * runs in a JVM of its own, side by side with the fast readers of the test's own classes, for
 * comparing the two readings of one text ({@link Readings}). Only the {@code org.ludex} classes are
 * loaded twice; the libraries (ANTLR's runtime, Jackson) are shared.
 */
final class GrammarOnlyWorld {
    private static final String SWITCH = FastReader.class.getName() + "$Switch";

    private final ClassLoader own;
    private final Method reading;

    GrammarOnlyWorld() {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        try {
            ClassLoader parent = GrammarOnlyWorld.class.getClassLoader();
            Class.forName(SWITCH, true, parent); // this world's switch is read before the property changes
            own = new OwnClasses(parent);
            Thread.currentThread().setContextClassLoader(own); // formats found through ServiceLoader are the second world's own
            String before = System.getProperty(FastReader.GRAMMAR_ONLY);
            System.setProperty(FastReader.GRAMMAR_ONLY, "true");
            try {
                Class.forName(SWITCH, true, own);
            } finally {
                if (before == null) {
                    System.clearProperty(FastReader.GRAMMAR_ONLY);
                } else {
                    System.setProperty(FastReader.GRAMMAR_ONLY, before);
                }
            }
            Class<?> fast = Class.forName(FastReader.class.getName(), true, own);
            if ((Boolean) fast.getMethod("enabled").invoke(null)) {
                throw new IllegalStateException("the second Ludex uses its fast readers");
            }
            reading = Class.forName(Readings.class.getName(), true, own).getMethod("reading", String.class, String.class);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot load Ludex a second time", e);
        } finally {
            Thread.currentThread().setContextClassLoader(context);
        }
    }

    /** {@link Readings#reading(String, String)} with the generated parsers alone. */
    String reading(String format, String text) {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        Thread.currentThread().setContextClassLoader(own);
        try {
            return (String) reading.invoke(null, format, text);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        } finally {
            Thread.currentThread().setContextClassLoader(context);
        }
    }

    /** Loads the {@code org.ludex} classes itself, from the class files its parent finds; everything else through the parent. */
    private static final class OwnClasses extends ClassLoader {
        static {
            registerAsParallelCapable();
        }

        OwnClasses(ClassLoader parent) {
            super("ludex-grammar-only", parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("org.ludex.")) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> loaded = findLoadedClass(name);
                if (loaded == null) {
                    try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
                        if (in == null) {
                            throw new ClassNotFoundException(name);
                        }
                        byte[] bytes = in.readAllBytes();
                        loaded = defineClass(name, bytes, 0, bytes.length);
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                if (resolve) {
                    resolveClass(loaded);
                }
                return loaded;
            }
        }
    }
}
