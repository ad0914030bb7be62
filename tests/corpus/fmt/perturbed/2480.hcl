r  =substr("hello",  null,    12345678901234567890)

