package fully.live.es.extras;

import org.elasticsearch.Build;
import org.elasticsearch.client.internal.node.NodeClient;
import org.elasticsearch.cluster.ClusterState;
import org.elasticsearch.cluster.service.ClusterService;
import org.elasticsearch.index.IndexVersion;
import org.elasticsearch.rest.BaseRestHandler;
import org.elasticsearch.rest.RestRequest;
import org.elasticsearch.rest.RestResponse;
import org.elasticsearch.rest.RestStatus;
import org.elasticsearch.xcontent.XContentBuilder;

import java.util.List;
import java.util.function.Supplier;

/**
 * {@code GET /} and {@code HEAD /}: the node's name, cluster and version, as the distribution's
 * rest-root module answers them (clients call it for {@code info()} and {@code ping()}).
 */
final class RootInfoRestHandler extends BaseRestHandler {
    private final Supplier<ClusterService> clusterService;

    RootInfoRestHandler(Supplier<ClusterService> clusterService) {
        this.clusterService = clusterService;
    }

    @Override
    public String getName() {
        return "livefully_root_info";
    }

    @Override
    public List<Route> routes() {
        return List.of(new Route(RestRequest.Method.GET, "/"), new Route(RestRequest.Method.HEAD, "/"));
    }

    @Override
    protected RestChannelConsumer prepareRequest(RestRequest request, NodeClient client) {
        return channel -> {
            ClusterService cluster = clusterService.get();
            ClusterState state = cluster.state();
            Build build = Build.current();
            XContentBuilder body = channel.newBuilder();
            body.startObject();
            body.field("name", cluster.getNodeName());
            body.field("cluster_name", state.getClusterName().value());
            body.field("cluster_uuid", state.metadata().clusterUUID());
            body.startObject("version");
            body.field("number", build.qualifiedVersion());
            body.field("build_flavor", build.flavor());
            body.field("build_type", build.type().displayName());
            body.field("build_hash", build.hash());
            body.field("build_date", build.date());
            body.field("build_snapshot", build.isSnapshot());
            body.field("lucene_version", IndexVersion.current().luceneVersion().toString());
            body.field("minimum_wire_compatibility_version", build.minWireCompatVersion());
            body.field("minimum_index_compatibility_version", build.minIndexCompatVersion());
            body.endObject();
            body.field("tagline", "You Know, for Search");
            body.endObject();
            channel.sendResponse(new RestResponse(RestStatus.OK, body));
        };
    }
}
