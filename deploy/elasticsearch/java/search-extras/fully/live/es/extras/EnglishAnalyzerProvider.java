package fully.live.es.extras;

import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.env.Environment;
import org.elasticsearch.index.analysis.AbstractIndexAnalyzerProvider;
import org.elasticsearch.index.analysis.Analysis;

/** The {@code english} analyzer, with its {@code stopwords} and {@code stem_exclusion} options. */
final class EnglishAnalyzerProvider extends AbstractIndexAnalyzerProvider<EnglishAnalyzer> {
    private final EnglishAnalyzer analyzer;

    EnglishAnalyzerProvider(Environment environment, String name, Settings settings) {
        super(name, settings);
        this.analyzer = new EnglishAnalyzer(
            Analysis.parseStopWords(environment, settings, EnglishAnalyzer.getDefaultStopSet()),
            Analysis.parseStemExclusion(settings, CharArraySet.EMPTY_SET)
        );
    }

    @Override
    public EnglishAnalyzer get() {
        return analyzer;
    }
}
