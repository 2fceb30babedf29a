package fully.live.es.extras;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.AnalyzerWrapper;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.ngram.EdgeNGramTokenFilter;
import org.apache.lucene.analysis.shingle.FixedShingleFilter;
import org.apache.lucene.analysis.shingle.ShingleFilter;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.ConstantScoreQuery;
import org.apache.lucene.search.MultiTermQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.elasticsearch.index.IndexVersion;
import org.elasticsearch.index.analysis.AnalyzerScope;
import org.elasticsearch.index.analysis.IndexAnalyzers;
import org.elasticsearch.index.analysis.NamedAnalyzer;
import org.elasticsearch.index.mapper.DocumentParserContext;
import org.elasticsearch.index.mapper.FieldMapper;
import org.elasticsearch.index.mapper.MappedFieldType;
import org.elasticsearch.index.mapper.Mapper;
import org.elasticsearch.index.mapper.MapperBuilderContext;
import org.elasticsearch.index.mapper.MapperParsingException;
import org.elasticsearch.index.mapper.SourceValueFetcher;
import org.elasticsearch.index.mapper.TextFieldMapper;
import org.elasticsearch.index.mapper.TextParams;
import org.elasticsearch.index.mapper.TextSearchInfo;
import org.elasticsearch.index.mapper.ValueFetcher;
import org.elasticsearch.index.query.SearchExecutionContext;
import org.elasticsearch.index.similarity.SimilarityProvider;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The {@code search_as_you_type} field type, written for the test node (the original lives in
 * the mapper-extras module, which is not on Maven Central). It keeps the documented contract:
 *
 * <ul>
 *   <li>the field itself is text analyzed with its {@code analyzer};</li>
 *   <li>{@code <field>._2gram} up to {@code <field>._<max_shingle_size>gram} hold the same text as
 *       word shingles of that size (analyzer, then shingles);</li>
 *   <li>{@code <field>._index_prefix} holds the edge n-grams (1 to 20 characters) of every word
 *       and shingle, so that the prefix of the last word typed, alone or after the words before
 *       it, is one term lookup; {@code multi_match} of type {@code bool_prefix} (and any prefix
 *       query) on the field or its shingle subfields uses it.</li>
 * </ul>
 *
 * Options: {@code analyzer}, {@code search_analyzer}, {@code search_quote_analyzer},
 * {@code max_shingle_size} (2 to 4, default 3), {@code index}, {@code store}, {@code similarity},
 * {@code index_options}, {@code norms}, {@code term_vector}, {@code meta}.
 */
public final class SearchAsYouTypeFieldMapper extends FieldMapper {

    public static final String CONTENT_TYPE = "search_as_you_type";
    static final String PREFIX_SUFFIX = "._index_prefix";
    static final int MIN_PREFIX_CHARS = 1;
    static final int MAX_PREFIX_CHARS = 20;

    public static final TypeParser PARSER = new TypeParser(
        (name, context) -> new Builder(name, context.getIndexAnalyzers(), context.indexVersionCreated())
    );

    private static Builder builderOf(FieldMapper mapper) {
        return ((SearchAsYouTypeFieldMapper) mapper).builder;
    }

    public static final class Builder extends FieldMapper.Builder {
        private final IndexAnalyzers indexAnalyzers;
        private final IndexVersion indexCreatedVersion;

        private final Parameter<Boolean> index = Parameter.indexParam(m -> builderOf(m).index.get(), true);
        private final Parameter<Boolean> store = Parameter.storeParam(m -> builderOf(m).store.get(), false);
        private final Parameter<Integer> maxShingleSize = Parameter.intParam(
            "max_shingle_size",
            false,
            m -> builderOf(m).maxShingleSize.get(),
            3
        ).addValidator(size -> {
            if (size < 2 || size > 4) {
                throw new MapperParsingException("[max_shingle_size] must be at least [2] and at most [4], got [" + size + "]");
            }
        }).alwaysSerialize();
        private final TextParams.Analyzers analyzers;
        private final Parameter<SimilarityProvider> similarity = TextParams.similarity(m -> builderOf(m).similarity.get());
        private final Parameter<String> indexOptions = TextParams.textIndexOptions(m -> builderOf(m).indexOptions.get());
        private final Parameter<Boolean> norms = TextParams.norms(true, m -> builderOf(m).norms.get());
        private final Parameter<String> termVectors = TextParams.termVectors(m -> builderOf(m).termVectors.get());
        private final Parameter<Map<String, String>> meta = Parameter.metaParam();

        Builder(String name, IndexAnalyzers indexAnalyzers, IndexVersion indexCreatedVersion) {
            super(name);
            this.indexAnalyzers = indexAnalyzers;
            this.indexCreatedVersion = indexCreatedVersion;
            this.analyzers = new TextParams.Analyzers(
                indexAnalyzers,
                m -> builderOf(m).analyzers.getIndexAnalyzer(),
                m -> builderOf(m).analyzers.positionIncrementGap.getValue(),
                indexCreatedVersion
            );
        }

        @Override
        protected Parameter<?>[] getParameters() {
            return new Parameter<?>[] {
                index,
                store,
                maxShingleSize,
                analyzers.indexAnalyzer,
                analyzers.searchAnalyzer,
                analyzers.searchQuoteAnalyzer,
                similarity,
                indexOptions,
                norms,
                termVectors,
                meta };
        }

        @Override
        public SearchAsYouTypeFieldMapper build(MapperBuilderContext context) {
            String fullName = context.buildFullName(leafName());
            boolean indexed = index.get();

            FieldType rootType = new FieldType();
            rootType.setIndexOptions(TextParams.toIndexOptions(indexed, indexOptions.get()));
            rootType.setOmitNorms(norms.get() == false);
            rootType.setStored(store.get());
            TextParams.setTermVectorParams(termVectors.get(), rootType);

            NamedAnalyzer indexAnalyzer = analyzers.getIndexAnalyzer();
            NamedAnalyzer searchAnalyzer = analyzers.getSearchAnalyzer();
            NamedAnalyzer searchQuoteAnalyzer = analyzers.getSearchQuoteAnalyzer();
            Map<String, NamedAnalyzer> analyzersByField = new HashMap<>();
            analyzersByField.put(fullName, indexAnalyzer);

            // the prefix subfield: edge n-grams of every word and every shingle, for term lookups only
            String prefixName = fullName + PREFIX_SUFFIX;
            FieldType prefixType = new FieldType();
            prefixType.setIndexOptions(indexed ? IndexOptions.DOCS : IndexOptions.NONE);
            prefixType.setOmitNorms(true);
            prefixType.setStored(false);
            int maxShingles = maxShingleSize.get();
            TextSearchInfo prefixSearch = new TextSearchInfo(
                prefixType,
                similarity.get(),
                wrap(searchAnalyzer, shingles(searchAnalyzer.analyzer(), maxShingles)),
                searchQuoteAnalyzer
            );
            SubFieldType prefixFieldType = new SubFieldType(prefixName, "prefix", indexed, prefixSearch, fullName, null);
            analyzersByField.put(prefixName, wrap(indexAnalyzer, prefixes(indexAnalyzer.analyzer(), maxShingles)));
            SubFieldMapper prefixMapper = new SubFieldMapper(Mapper.freezeAndDeduplicateFieldType(prefixType), prefixFieldType);

            // one shingle subfield per size, 2 to max_shingle_size
            List<SubFieldMapper> shingleMappers = new ArrayList<>();
            for (int size = 2; size <= maxShingles; size++) {
                String name = fullName + "._" + size + "gram";
                FieldType shingleType = new FieldType(rootType);
                shingleType.setStored(false);
                TextSearchInfo shingleSearch = new TextSearchInfo(
                    shingleType,
                    similarity.get(),
                    wrap(searchAnalyzer, fixedShingles(searchAnalyzer.analyzer(), size)),
                    wrap(searchQuoteAnalyzer, fixedShingles(searchQuoteAnalyzer.analyzer(), size))
                );
                analyzersByField.put(name, wrap(indexAnalyzer, fixedShingles(indexAnalyzer.analyzer(), size)));
                shingleMappers.add(
                    new SubFieldMapper(
                        Mapper.freezeAndDeduplicateFieldType(shingleType),
                        new SubFieldType(name, "shingle", indexed, shingleSearch, fullName, prefixName)
                    )
                );
            }

            RootFieldType rootFieldType = new RootFieldType(
                fullName,
                indexed,
                store.get(),
                new TextSearchInfo(rootType, similarity.get(), searchAnalyzer, searchQuoteAnalyzer),
                meta.get(),
                prefixName
            );
            return new SearchAsYouTypeFieldMapper(
                leafName(),
                rootFieldType,
                builderParams(this, context),
                this,
                Mapper.freezeAndDeduplicateFieldType(rootType),
                Map.copyOf(analyzersByField),
                prefixMapper,
                List.copyOf(shingleMappers)
            );
        }
    }

    private static NamedAnalyzer wrap(NamedAnalyzer named, Analyzer analyzer) {
        return new NamedAnalyzer(named.name(), AnalyzerScope.INDEX, analyzer);
    }

    /** The analyzer's tokens as shingles of exactly {@code size} words. */
    static Analyzer fixedShingles(Analyzer base, int size) {
        return new TokenStreamWrapper(base, stream -> new FixedShingleFilter(stream, size));
    }

    /** The analyzer's tokens as shingles of 2 to {@code max} words. */
    static Analyzer shingles(Analyzer base, int max) {
        return new TokenStreamWrapper(base, stream -> {
            ShingleFilter shingles = new ShingleFilter(stream, 2, max);
            shingles.setOutputUnigrams(true);
            return shingles;
        });
    }

    /** Edge n-grams of every word and every shingle of up to {@code max} words. */
    static Analyzer prefixes(Analyzer base, int max) {
        return new TokenStreamWrapper(base, stream -> {
            ShingleFilter shingles = new ShingleFilter(stream, 2, max);
            shingles.setOutputUnigrams(true);
            return new EdgeNGramTokenFilter(shingles, MIN_PREFIX_CHARS, MAX_PREFIX_CHARS, false);
        });
    }

    /** An analyzer that runs another and adds token filters after its own. */
    private static final class TokenStreamWrapper extends AnalyzerWrapper {
        private final Analyzer base;
        private final java.util.function.UnaryOperator<TokenStream> filters;

        TokenStreamWrapper(Analyzer base, java.util.function.UnaryOperator<TokenStream> filters) {
            super(base.getReuseStrategy());
            this.base = base;
            this.filters = filters;
        }

        @Override
        protected Analyzer getWrappedAnalyzer(String fieldName) {
            return base;
        }

        @Override
        protected TokenStreamComponents wrapComponents(String fieldName, TokenStreamComponents components) {
            return new TokenStreamComponents(components.getSource(), filters.apply(components.getTokenStream()));
        }
    }

    /** A prefix of 1 to 20 characters is one term of the prefix subfield; a longer one is a prefix query. */
    static Query prefixQueryVia(String prefixField, String value, boolean caseInsensitive) {
        if (prefixField == null || caseInsensitive) {
            return null;
        }
        int chars = value.codePointCount(0, value.length());
        if (chars < MIN_PREFIX_CHARS || chars > MAX_PREFIX_CHARS) {
            return null;
        }
        return new ConstantScoreQuery(new TermQuery(new Term(prefixField, value)));
    }

    /** The field itself: text, whose prefix queries go to the prefix subfield. */
    static final class RootFieldType extends TextFieldMapper.TextFieldType {
        private final String prefixField;

        RootFieldType(String name, boolean indexed, boolean stored, TextSearchInfo search, Map<String, String> meta, String prefixField) {
            super(name, indexed, stored, search, false, null, meta, false, false);
            this.prefixField = prefixField;
        }

        @Override
        public String typeName() {
            return CONTENT_TYPE;
        }

        @Override
        public Query prefixQuery(String value, MultiTermQuery.RewriteMethod method, boolean caseInsensitive, SearchExecutionContext context) {
            Query viaPrefixField = isSearchable() ? prefixQueryVia(prefixField, value, caseInsensitive) : null;
            return viaPrefixField != null ? viaPrefixField : super.prefixQuery(value, method, caseInsensitive, context);
        }
    }

    /** A shingle or the prefix subfield: searchable, never in _source on its own. */
    static final class SubFieldType extends TextFieldMapper.TextFieldType {
        private final String kind;
        private final String rootField;
        private final String prefixField;

        SubFieldType(String name, String kind, boolean indexed, TextSearchInfo search, String rootField, String prefixField) {
            super(name, indexed, false, search, false, null, Map.of(), false, false);
            this.kind = kind;
            this.rootField = rootField;
            this.prefixField = prefixField;
        }

        @Override
        public String typeName() {
            return kind;
        }

        @Override
        public ValueFetcher valueFetcher(SearchExecutionContext context, String format) {
            return SourceValueFetcher.toString(rootField, context, format);
        }

        @Override
        public Query prefixQuery(String value, MultiTermQuery.RewriteMethod method, boolean caseInsensitive, SearchExecutionContext context) {
            Query viaPrefixField = isSearchable() ? prefixQueryVia(prefixField, value, caseInsensitive) : null;
            return viaPrefixField != null ? viaPrefixField : super.prefixQuery(value, method, caseInsensitive, context);
        }
    }

    /** The mapper of a subfield; the root mapper indexes its values, so it parses nothing itself. */
    static final class SubFieldMapper extends FieldMapper {
        private final FieldType luceneType;

        SubFieldMapper(FieldType luceneType, SubFieldType fieldType) {
            super(fieldType.name(), fieldType, BuilderParams.empty());
            this.luceneType = luceneType;
        }

        @Override
        protected void parseCreateField(DocumentParserContext context) {
            throw new UnsupportedOperationException("[" + fullPath() + "] is filled by its search_as_you_type field");
        }

        @Override
        protected String contentType() {
            return fieldType().typeName();
        }

        @Override
        public FieldMapper.Builder getMergeBuilder() {
            return null; // rebuilt with the root field
        }
    }

    private final Builder builder;
    private final FieldType luceneType;
    private final Map<String, NamedAnalyzer> analyzersByField;
    private final SubFieldMapper prefixMapper;
    private final List<SubFieldMapper> shingleMappers;

    private SearchAsYouTypeFieldMapper(
        String leafName,
        MappedFieldType fieldType,
        BuilderParams params,
        Builder builder,
        FieldType luceneType,
        Map<String, NamedAnalyzer> analyzersByField,
        SubFieldMapper prefixMapper,
        List<SubFieldMapper> shingleMappers
    ) {
        super(leafName, fieldType, params);
        this.builder = builder;
        this.luceneType = luceneType;
        this.analyzersByField = analyzersByField;
        this.prefixMapper = prefixMapper;
        this.shingleMappers = shingleMappers;
    }

    @Override
    protected void parseCreateField(DocumentParserContext context) throws IOException {
        String value = context.parser().textOrNull();
        if (value == null) {
            return;
        }
        boolean indexed = luceneType.indexOptions() != IndexOptions.NONE;
        if (indexed == false && luceneType.stored() == false) {
            return;
        }
        context.doc().add(new Field(fullPath(), value, luceneType));
        if (indexed) {
            for (SubFieldMapper shingles : shingleMappers) {
                context.doc().add(new Field(shingles.fullPath(), value, shingles.luceneType));
            }
            context.doc().add(new Field(prefixMapper.fullPath(), value, prefixMapper.luceneType));
        }
        if (luceneType.omitNorms()) {
            context.addToFieldNames(fullPath());
        }
    }

    @Override
    public Map<String, NamedAnalyzer> indexAnalyzers() {
        return analyzersByField;
    }

    @Override
    public Iterator<Mapper> iterator() {
        List<Mapper> mappers = new ArrayList<>(shingleMappers);
        mappers.add(prefixMapper);
        super.iterator().forEachRemaining(mappers::add);
        return mappers.iterator();
    }

    @Override
    protected String contentType() {
        return CONTENT_TYPE;
    }

    @Override
    public FieldMapper.Builder getMergeBuilder() {
        return new Builder(leafName(), builder.indexAnalyzers, builder.indexCreatedVersion).init(this);
    }
}
