terragrunt_version_constraint                                                              = ">= 0.23.0"
i_am_an_attribute_that_terragrunt_doesnt_understand_that_might_be_introduced_in_the_future = "Hello World"
