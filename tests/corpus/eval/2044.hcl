r = false ? obj.enabled : fl ? chunklist(nested[0], 1) : !fl
