package fully.live.es.extras;

import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.en.EnglishMinimalStemFilter;
import org.apache.lucene.analysis.en.EnglishPossessiveFilter;
import org.apache.lucene.analysis.en.KStemFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.snowball.SnowballFilter;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.index.analysis.AbstractTokenFilterFactory;
import org.tartarus.snowball.ext.EnglishStemmer;

import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * {@code stemmer} for the English languages of the full filter: {@code english} and
 * {@code porter} (Porter), {@code light_english} and {@code kstem} (KStem),
 * {@code minimal_english}, {@code possessive_english} and {@code porter2} (Snowball English).
 * Any other language is refused when the index is created, with a message that says why.
 */
final class EnglishStemmerFilterFactory extends AbstractTokenFilterFactory {
    private final UnaryOperator<TokenStream> stemmer;

    EnglishStemmerFilterFactory(String name, Settings settings) {
        super(name, settings);
        String language = settings.get("language", settings.get("name", "porter")).toLowerCase(Locale.ROOT);
        this.stemmer = switch (language) {
            case "english", "porter" -> PorterStemFilter::new;
            case "light_english", "kstem" -> KStemFilter::new;
            case "minimal_english" -> EnglishMinimalStemFilter::new;
            case "possessive_english" -> EnglishPossessiveFilter::new;
            case "porter2" -> stream -> new SnowballFilter(stream, new EnglishStemmer());
            default -> throw new IllegalArgumentException(
                "stemmer language ["
                    + language
                    + "] is not available on this test node: its search-extras module has the English stemmers only"
            );
        };
    }

    @Override
    public TokenStream create(TokenStream stream) {
        return stemmer.apply(stream);
    }
}
