r = length(obj.ports) == -obj.port
