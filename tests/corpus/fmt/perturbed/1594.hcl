inputs    = {
bucket_prefix  =  "tg-test"
}  
