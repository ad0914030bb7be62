a = foo::
