r=  trimsuffix("hello","")
