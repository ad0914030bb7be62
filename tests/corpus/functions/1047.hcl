r = trimspace("\u00a0x\u00a0")
