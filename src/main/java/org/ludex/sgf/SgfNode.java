package org.ludex.sgf;

import java.util.List;
import java.util.Optional;

/** A node ({@code ;}) and its properties in the order written. */
public record SgfNode(List<SgfProperty> properties) {
    public SgfNode {
        properties = List.copyOf(properties);
    }

    /** The first property of that name. */
    public Optional<SgfProperty> property(String name) {
        return properties.stream().filter(p -> p.name().equals(name)).findFirst();
    }
}
