r = lower("hello")
