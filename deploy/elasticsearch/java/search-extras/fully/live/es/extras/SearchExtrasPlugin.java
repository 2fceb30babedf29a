package fully.live.es.extras;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.util.SetOnce;
import org.elasticsearch.cluster.metadata.IndexNameExpressionResolver;
import org.elasticsearch.cluster.node.DiscoveryNodes;
import org.elasticsearch.cluster.service.ClusterService;
import org.elasticsearch.common.io.stream.NamedWriteableRegistry;
import org.elasticsearch.common.settings.ClusterSettings;
import org.elasticsearch.common.settings.IndexScopedSettings;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.common.settings.SettingsFilter;
import org.elasticsearch.features.NodeFeature;
import org.elasticsearch.index.analysis.AnalyzerProvider;
import org.elasticsearch.index.analysis.TokenFilterFactory;
import org.elasticsearch.indices.analysis.AnalysisModule.AnalysisProvider;
import org.elasticsearch.plugins.ActionPlugin;
import org.elasticsearch.plugins.AnalysisPlugin;
import org.elasticsearch.plugins.Plugin;
import org.elasticsearch.rest.RestController;
import org.elasticsearch.rest.RestHandler;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The analysis features this site's index needs that the Elasticsearch server jar does not
 * carry itself. In the distribution they come from the analysis-common and rest-root modules,
 * which Elastic does not publish to Maven Central; the test node built by
 * deploy/elasticsearch/start.mjs loads this module in their place. It offers only what the
 * site uses, under the same names and with the same behaviour:
 *
 * <ul>
 *   <li>token filters {@code asciifolding} (with {@code preserve_original}) and {@code stemmer}
 *       for the English stemmers; {@code lowercase} and {@code stop} are in the server already;</li>
 *   <li>the {@code english} analyzer;</li>
 *   <li>{@code GET /} and {@code HEAD /} (the rest-root module's), which clients call for
 *       {@code info()} and {@code ping()}.</li>
 * </ul>
 */
public final class SearchExtrasPlugin extends Plugin implements ActionPlugin, AnalysisPlugin {
    private final SetOnce<ClusterService> clusterService = new SetOnce<>();

    @Override
    public Collection<?> createComponents(PluginServices services) {
        clusterService.set(services.clusterService());
        return List.of();
    }

    @Override
    public Collection<RestHandler> getRestHandlers(
        Settings settings,
        NamedWriteableRegistry namedWriteableRegistry,
        RestController restController,
        ClusterSettings clusterSettings,
        IndexScopedSettings indexScopedSettings,
        SettingsFilter settingsFilter,
        IndexNameExpressionResolver indexNameExpressionResolver,
        Supplier<DiscoveryNodes> nodesInCluster,
        Predicate<NodeFeature> clusterSupportsFeature
    ) {
        return List.of(new RootInfoRestHandler(clusterService::get));
    }

    @Override
    public Map<String, AnalysisProvider<TokenFilterFactory>> getTokenFilters() {
        return Map.of(
            "asciifolding",
            (indexSettings, environment, name, settings) -> new AsciiFoldingFilterFactory(name, settings),
            "stemmer",
            (indexSettings, environment, name, settings) -> new EnglishStemmerFilterFactory(name, settings)
        );
    }

    @Override
    public Map<String, AnalysisProvider<AnalyzerProvider<? extends Analyzer>>> getAnalyzers() {
        return Map.of("english", (indexSettings, environment, name, settings) -> new EnglishAnalyzerProvider(environment, name, settings));
    }
}
