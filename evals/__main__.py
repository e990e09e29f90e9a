import sys

from evals.runner import main

sys.exit(main())
