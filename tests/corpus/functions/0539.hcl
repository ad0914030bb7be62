r = merge(smap, {}, obj, {})
