import java.io.File;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/**
 * Times two or more builds of Xiangqi Lab against each other in one JVM, for a machine too noisy to
 * compare separate runs on: each jar is loaded by a class loader of its own and their benches run in
 * turn, round after round (the order reversed every other round), so a slow spell of the machine hits
 * them alike. Prints each jar's bench node count (equal builds search the same tree), its median and
 * best rate of CPU time over the rounds after the first two (warm-up), and the median and quartiles of
 * the per-round ratio of the last jar to the first.
 *
 * <pre>
 * java scripts/CompareBuilds.java DEPTH ROUNDS before.jar after.jar
 * java scripts/CompareBuilds.java DEPTH ROUNDS build.jar build.jar,eval.cache=1024
 * </pre>
 *
 * A jar may be followed by config changes, {@code jar,key=value,key=value}, applied to {@code full}: one
 * build's settings timed against each other.
 */
public class CompareBuilds {
    public static void main(String[] args) throws Exception {
        if (args.length < 4) {
            System.err.println("usage: java scripts/CompareBuilds.java DEPTH ROUNDS A.jar[,key=value...] B.jar[,key=value...] [...]");
            System.exit(2);
        }
        int depth = Integer.parseInt(args[0]);
        int rounds = Integer.parseInt(args[1]);
        if (rounds < 3) {
            System.err.println("ROUNDS must be at least 3: the first two warm the compiler up and are not counted");
            System.exit(2);
        }
        int k = args.length - 2;
        Method[] run = new Method[k];
        Object[] config = new Object[k];
        for (int i = 0; i < k; i++) {
            String[] spec = args[2 + i].split(",", 2);
            URLClassLoader loader = new URLClassLoader(new URL[] {new File(spec[0]).toURI().toURL()},
                    ClassLoader.getPlatformClassLoader());
            Class<?> configClass = loader.loadClass("org.xqlab.search.SearchConfig");
            config[i] = configClass.getMethod("preset", String.class).invoke(null, "full");
            if (spec.length > 1) {
                config[i] = configClass.getMethod("with", String.class).invoke(config[i], spec[1]);
            }
            run[i] = loader.loadClass("org.xqlab.search.Bench").getMethod("run", configClass, int.class, Consumer.class);
        }
        List<List<Double>> rates = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            rates.add(new ArrayList<>());
        }
        List<Double> ratios = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            double[] rate = new double[k];
            for (int j = 0; j < k; j++) {
                int i = round % 2 == 0 ? j : k - 1 - j;
                Object result = run[i].invoke(null, config[i], depth, null);
                rate[i] = (long) result.getClass().getMethod("nodesPerCpuSecond").invoke(result);
                if (round == 0) {
                    System.out.println(args[2 + i] + ": bench nodes " + result.getClass().getMethod("nodes").invoke(result));
                }
            }
            if (round >= 2) {
                for (int i = 0; i < k; i++) {
                    rates.get(i).add(rate[i]);
                }
                ratios.add(rate[k - 1] / rate[0]);
            }
        }
        for (int i = 0; i < k; i++) {
            List<Double> r = rates.get(i);
            Collections.sort(r);
            System.out.printf("%s: median cpu-nps %.0f, best %.0f%n", args[2 + i], r.get(r.size() / 2), r.get(r.size() - 1));
        }
        Collections.sort(ratios);
        int n = ratios.size();
        System.out.printf("ratio %s / %s: median %.3f, quartiles %.3f–%.3f (%d rounds)%n", args[args.length - 1], args[2],
                ratios.get(n / 2), ratios.get(n / 4), ratios.get(3 * n / 4), n);
    }
}
