r = tonumber(-1)
