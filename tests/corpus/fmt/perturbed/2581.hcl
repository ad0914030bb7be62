r  = regex("\\p{Greek}",  "aaa")
