r = null == t ? { a = 1 } : { a = 1 } ? format("%05.1f:%s", (3), !fl) : [(99.99), (zero), nums.2]
