r =  nul ==    {}
