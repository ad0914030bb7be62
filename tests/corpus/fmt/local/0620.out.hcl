r = { null : !obj.enabled ? keys({})[1] : parseint("-101", 2), for_x = null }
