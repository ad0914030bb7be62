r = false && objs.*.size == obj.ports
