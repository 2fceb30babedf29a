package fully.live.es.extras;

import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.index.analysis.AbstractTokenFilterFactory;
import org.elasticsearch.index.analysis.NormalizingTokenFilterFactory;

/** {@code asciifolding}: accents and other non-ASCII letters folded to their ASCII look-alikes. */
final class AsciiFoldingFilterFactory extends AbstractTokenFilterFactory implements NormalizingTokenFilterFactory {
    private final boolean preserveOriginal;

    AsciiFoldingFilterFactory(String name, Settings settings) {
        super(name, settings);
        this.preserveOriginal = settings.getAsBoolean("preserve_original", false);
    }

    @Override
    public TokenStream create(TokenStream stream) {
        return new ASCIIFoldingFilter(stream, preserveOriginal);
    }

    @Override
    public TokenStream normalize(TokenStream stream) {
        // a normalizer yields one token per input, so never the original beside the folded form
        return new ASCIIFoldingFilter(stream, false);
    }
}
