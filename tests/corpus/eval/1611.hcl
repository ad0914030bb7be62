r = nul == obj.enabled ? obj.ports : []
